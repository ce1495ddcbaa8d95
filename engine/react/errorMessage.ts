// The text to show for a failed call: the server's `msg` of a refusal, or an error's message ('' if none).
export function messageOf(error: unknown): string {
  const msg = (error as { msg?: unknown })?.msg || (error as Error)?.message;
  return typeof msg === 'string' ? msg : '';
}
