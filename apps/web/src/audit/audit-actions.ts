// What the audit log calls each action the server records. An action not named here (a module
// added later) is still shown: its code made readable.

const ACTION_LABELS: Record<string, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Sign-in failed',
  'auth.logout': 'Signed out',
  'auth.sso_login': 'Signed in with single sign-on',
  'auth.sso_failed': 'Single sign-on failed',
  'auth.password_reset_requested': 'Password reset requested',
  'auth.password_reset': 'Password reset',
  'user.role_changed': 'Role changed',
  'user.permissions_changed': 'Permissions changed',
  'user.created_by_sso': 'Account created by single sign-on',
  'user.deactivated': 'User deactivated',
  'user.password_changed': 'Password changed',
  'user.password_reset_sent': 'Password reset link sent',
  'user.email_change_requested': 'Email change requested',
  'user.email_changed': 'Email changed',
  'invitation.created': 'Invitation sent',
  'invitation.accepted': 'Invitation accepted',
  'invitation.revoked': 'Invitation revoked',
  'organization.updated': 'Firm settings changed',
  'sso.updated': 'Single sign-on settings changed',
  'sso.test_succeeded': 'Single sign-on test succeeded',
  'document.created': 'Document created',
  'document.updated': 'Document changed',
  'document.deleted': 'Document deleted',
  'document.exported': 'Document exported',
  'document.exported_with_unresolved': 'Document exported with unresolved fields',
  'document.sent_for_signature': 'Sent for signature',
  'document.signature_voided': 'Signature request voided',
  'signature.sent': 'Sent for signature',
  'intake.sent': 'Intake form sent',
  'intake.submitted': 'Intake form submitted',
  'template.created': 'Template created',
  'template.updated': 'Template changed',
  'template.deleted': 'Template deleted',
  'template.downloaded': 'Template downloaded',
  'bulk.started': 'Bulk generation started',
  'bulk.cancelled': 'Bulk generation cancelled',
  'bulk.downloaded': 'Bulk documents downloaded',
  'ai.request': 'AI assistant used',
};

// The areas an action starts with: "auth.*" finds every sign-in, sign-out and reset.
const ACTION_AREAS = [
  'auth',
  'user',
  'invitation',
  'sso',
  'document',
  'signature',
  'intake',
  'template',
  'bulk',
];

/** What the action filter suggests: each area's wildcard, then every known action. */
export const ACTION_SUGGESTIONS: readonly string[] = [
  ...ACTION_AREAS.map((area) => `${area}.*`),
  ...Object.keys(ACTION_LABELS),
];

/** What the target type filter suggests: the kinds of record audit rows point at. */
export const TARGET_TYPE_SUGGESTIONS: readonly string[] = [
  'document',
  'template',
  'user',
  'invitation',
  'organization',
  'bulk_job',
  'comment_thread',
  'asset',
  'field_template',
  'smart_field',
];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The action in words: "Signed in" for auth.login, "Document: field values saved" for one unknown. */
export function actionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known !== undefined) return known;
  const [area = '', ...rest] = action.split('.');
  const what = rest.join(' ').replaceAll('_', ' ');
  return what === '' ? capitalize(area.replaceAll('_', ' ')) : `${capitalize(area)}: ${what}`;
}
