/** /settings/audit: the firm's audit log, for admins (issue 33). Built next. */
export function AuditLogPage() {
  return <h1 className="text-2xl font-semibold">Audit log</h1>;
}
