/** Copy of the safety checks every request passes (docs/product/security.md). */
export const SECURITY_COPY = {
  nulCharacter: 'Text must not contain NUL characters (\\u0000).',
  tooDeep: 'Input is nested too deeply.',
  crossSiteRefused: 'Cross-site request refused',
  badOrigin: 'Request refused: its Origin header is not a web address this app accepts.',
  fileNotFound: 'File not found',
  passwordChangeRateLimited: 'Too many password change attempts. Please wait 15 minutes and try again.',
  passwordResetRateLimited: 'Too many password reset requests. Please try again later.',
  tooManyFromAddress: 'Too many attempts from this network address. Please wait a few minutes and try again.',
} as const;
