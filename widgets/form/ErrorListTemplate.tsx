// No error summary above the form: every error is shown at its field (FieldErrorTemplate).
export default function ErrorListTemplate(): null {
  return null;
}
