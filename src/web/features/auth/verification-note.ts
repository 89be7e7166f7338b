/**
 * The history entry's key under which registration hands the login screen the address its
 * verification link went to (LoginPage reads `history.state.verificationSentTo`): the note
 * survives the redirect without the address in the URL.
 */
export const VERIFICATION_SENT_TO = 'verificationSentTo';
