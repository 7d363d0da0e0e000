/** Sign-in with Google or Apple (OpenID Connect; issue 8). */
export const THIRD_PARTY = {
  /** Sign-in attempts (start, finish, complete profile) one network address may make per window. */
  windowMs: 15 * 60 * 1000,
  attemptsPerAddress: 60,
  /** How long a new user's token for /complete-profile/{token} lasts. */
  signupMinutes: 30,
} as const;
