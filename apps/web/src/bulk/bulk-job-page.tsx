// Placeholder: the bulk job's progress page (issue 32) is being built in this file.
export function BulkJobPage() {
  return null;
}
