/**
 * An endpoint's answer that is a file, not an envelope (contract Appendix A "→ blob"): mountEndpoints
 * sends its bytes with its content type and Content-Disposition. The guard, the parameters and the
 * read-only admission are the endpoint's as for any other answer, and a refusal thrown before the
 * file is made is still the usual JSON envelope.
 */
export class FileAnswer {
  constructor(readonly body: Buffer, readonly contentType: string, readonly disposition: string) {}
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
