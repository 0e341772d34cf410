// Comment settings (spec s9), the server's 0/1 flags as served
/** spec s9: registration is not required to comment. */
export const COMMENT_REGISTRATION = 0;
/** spec s9: guests must give a name and an email. */
export const COMMENT_REQUIRE_NAME_EMAIL = 1;
