// Every timing and limit of spec section 9, named once for the server, the web app and the tests.

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** Lifetime of the access-token cookie, in seconds (7 days). */
export const TOKEN_COOKIE_MAX_AGE_S = 604_800;
/** Inactivity after which the Session Expiring Soon dialog appears. */
export const INACTIVITY_WARNING_MS = 25 * MINUTE;
/** Inactivity after which the session has expired. */
export const SESSION_EXPIRY_MS = 30 * MINUTE;
/** Interval of the background token refresh. */
export const TOKEN_REFRESH_INTERVAL_MS = 15 * MINUTE;
/** Interval of the session check against the current-user call. */
export const SESSION_CHECK_INTERVAL_MS = 5 * MINUTE;
/** Debounce of merge-field value saves. */
export const MERGE_FIELD_SAVE_DEBOUNCE_MS = 2 * SECOND;
/** Autosave delay of the field-value dialog. */
export const FIELD_VALUE_DIALOG_AUTOSAVE_MS = 1_500;
/** Debounce of the external-source search. */
export const SOURCE_SEARCH_DEBOUNCE_MS = 300;
/** Debounce of custom-field saves. */
export const CUSTOM_FIELD_SAVE_DEBOUNCE_MS = 3 * SECOND;
/** Debounce of the merge-field scan of a document. */
export const MERGE_FIELD_SCAN_DEBOUNCE_MS = 300;
/** Interval of the document autosave. */
export const DOCUMENT_AUTOSAVE_MS = 60 * SECOND;
/** Upload size limit, in megabytes. */
export const UPLOAD_MAX_MB = 5;
/** Lifetime of a signed upload URL (POST /api/docs/assets/upload-url): its one PUT must come sooner. */
export const ASSET_UPLOAD_URL_TTL_MS = 10 * MINUTE;
/** Upload progress shown while a file uploads: it rises by this many percent... */
export const UPLOAD_PROGRESS_STEP = 10;
/** ...every this many milliseconds... */
export const UPLOAD_PROGRESS_INTERVAL_MS = 200;
/** ...up to this percent until the upload is done (then 100)... */
export const UPLOAD_PROGRESS_CAP = 90;
/** ...and goes back to idle this long after it is done. */
export const UPLOAD_PROGRESS_RESET_MS = 500;
/** Timeout for reading an image's dimensions. */
export const IMAGE_DIMENSION_TIMEOUT_MS = 5 * SECOND;
/** Longest email address accepted anywhere (RFC 5321's 64-character local part, @, 255-character domain). */
export const EMAIL_MAX_LENGTH = 320;
/** Minimum length of a new password. */
export const MIN_PASSWORD_LENGTH = 8;
/** Maximum length of a custom field name. */
export const CUSTOM_FIELD_NAME_MAX_LENGTH = 50;
/** Width of the outline sidebar, in pixels. */
export const OUTLINE_SIDEBAR_WIDTH_PX = 256;
/** Width of the right panel, in pixels. */
export const RIGHT_PANEL_WIDTH_PX = 320;
/** Width reserved for the toolbar's overflow list, in pixels. */
export const TOOLBAR_OVERFLOW_RESERVE_PX = 40;
/** Longest password accepted: long enough for passphrases, short enough to bound hashing work. */
export const MAX_PASSWORD_LENGTH = 128;
/** Lifetime of an access token; the client refreshes on a 401 and every 15 minutes. */
export const ACCESS_TOKEN_TTL_MS = 15 * MINUTE;
/** A session whose refresh token has not been used for this long is over. */
export const SESSION_IDLE_TIMEOUT_MS = 30 * MINUTE;
/** A session ends this long after sign-in, however active. */
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 60 * MINUTE;
/** How long a just-rotated refresh token still counts as the same refresh (racing tabs and timers). */
export const REFRESH_REUSE_GRACE_MS = 10 * SECOND;
/** Failed sign-ins one address may make on one account per window before getting 429. */
export const LOGIN_FAILURES_PER_ACCOUNT_ADDRESS = 10;
/** The window of LOGIN_FAILURES_PER_ACCOUNT_ADDRESS. */
export const LOGIN_FAILURE_WINDOW_MS = 15 * MINUTE;
/** Failed sign-ins on one account per day, across addresses, after which addresses that failed are refused. */
export const LOGIN_FAILURES_PER_ACCOUNT_DAY = 100;
/** The window of LOGIN_FAILURES_PER_ACCOUNT_DAY (24 hours). */
export const LOGIN_ACCOUNT_DAY_WINDOW_MS = 24 * 60 * MINUTE;
/** A session's last user activity is written at most this often, not on every request. */
export const SESSION_ACTIVITY_WRITE_INTERVAL_MS = MINUTE;
/** Lifetime of the link that confirms a new e-mail address. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * MINUTE;
/** Lifetime of a password-reset link. */
export const PASSWORD_RESET_TTL_MS = 60 * MINUTE;
/** Lifetime of an invitation. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * MINUTE;
/** Largest document HTML the server accepts and stores, in bytes (5 MB). */
export const MAX_DOCUMENT_HTML_BYTES = 5 * 1024 * 1024;
/** The A4 page of the editor's page view and of exports, portrait. */
export const PAGE = {
  widthCm: 21,
  heightCm: 29.7,
  marginTopMm: 20,
  marginBottomMm: 20,
  marginLeftMm: 12,
  marginRightMm: 12,
} as const;
/** Font sizes offered by the toolbar, in px; null is the default size. */
export const FONT_SIZES = [10, 12, 14, null, 18, 20, 22] as const;
/** Heading levels offered by the toolbar. */
export const HEADING_LEVELS = [1, 2, 3, 4, 5, 6] as const;
/** Longest document name, in characters. */
export const DOCUMENT_NAME_MAX_LENGTH = 255;
/** A day, in milliseconds (spec section 9, date constants). */
export const DAY_MS = 86_400_000;
/** A week, in milliseconds (spec section 9, date constants). */
export const WEEK_MS = 604_800_000;

/** Longest template category, in characters. */
export const TEMPLATE_CATEGORY_MAX_LENGTH = 50;
/** Longest template jurisdiction code, in characters. */
export const TEMPLATE_JURISDICTION_MAX_LENGTH = 50;
/** Longest template description, in characters. */
export const TEMPLATE_DESCRIPTION_MAX_LENGTH = 2_000;
/** Most tags a template may have. */
export const TEMPLATE_TAGS_MAX_COUNT = 20;
/** Longest template tag, in characters. */
export const TEMPLATE_TAG_MAX_LENGTH = 50;
/** Lifetime of a template's signed download link (GET /docs/templates/{id}/download-url). */
export const TEMPLATE_DOWNLOAD_URL_TTL_MS = 5 * MINUTE;

/** Saves of a document's field values one user may make per minute before getting 429. */
export const FIELD_VALUE_SAVES_PER_MINUTE = 60;
/** Content saves (document PUTs carrying content) one user may make per window before getting 429. */
export const CONTENT_SAVES_PER_WINDOW = 20;
/** The window of CONTENT_SAVES_PER_WINDOW. */
export const CONTENT_SAVE_WINDOW_MS = 10 * SECOND;
/** Longest merge-field, smart-field or custom-field value the server stores, in characters. */
export const FIELD_VALUE_MAX_LENGTH = 10_000;
/** Most values one save may send, and most a document keeps in each of its value maps. */
export const FIELD_VALUES_MAX_COUNT = 2_000;
/** The editor's performance tracker notes operations slower than this. */
export const PERFORMANCE_SLOW_OPERATION_MS = 100;
/** Typing-latency samples the performance tracker keeps (the newest). */
export const PERFORMANCE_TYPING_SAMPLES = 100;
/** Frame-rate samples the performance tracker keeps (the newest). */
export const PERFORMANCE_FRAME_RATE_SAMPLES = 60;
/** The frame rate the performance tracker reports before it has a sample. */
export const PERFORMANCE_DEFAULT_FPS = 60;
/** The typing-latency percentile the performance tracker reports. */
export const PERFORMANCE_TYPING_PERCENTILE = 95;
/** Deepest nesting of elements a Word file's XML part may have; Word itself refuses far less deep nesting. */
export const WORD_XML_MAX_DEPTH = 200;
/** Most XML (all .xml and .rels parts, unpacked) a Word import reads, in bytes: 12 MB. */
export const WORD_IMPORT_MAX_XML_BYTES = 12 * 1024 * 1024;
/** Most paragraphs a Word import converts (about 500 pages). */
export const WORD_IMPORT_MAX_PARAGRAPHS = 10_000;
/** Word imports (and import previews) one user may have running at once before getting 429. */
export const WORD_IMPORTS_PER_USER = 2;
/** Word exports one user may have running at once before getting 429. */
export const WORD_EXPORTS_PER_USER = 2;

/** Deepest nesting of conditions and repeats in a document, and of parentheses and `not` in one expression. */
export const LOGIC_NESTING_MAX = 20;
/** Most repeated items (sections and table rows, all repeats together) one resolved document may have. */
export const REPEAT_ITEMS_MAX = 5_000;
/** The resolved document may be at most this many times MAX_DOCUMENT_HTML_BYTES. */
export const RESOLVED_SIZE_FACTOR = 2;
/** Longest condition expression, in characters. */
export const EXPRESSION_MAX_LENGTH = 1_000;
/** Longest format (the text after `|` in `{{ID | FORMAT}}`), in characters. */
export const FORMAT_MAX_LENGTH = 200;
