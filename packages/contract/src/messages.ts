/** The generic validation messages of spec 01 §5, shared by forms and the server. */
export const messages = {
  required: (field: string) => `${field} is required`,
  invalidEmail: 'Invalid email',
  notEqual: (fieldLabel: string) => `${fieldLabel} do not match`,
  invalidUrl: 'Please enter a valid url',
  notEmpty: "This field can't be empty",
  numeric: 'Please enter a numeric value',
  alphabets: 'Please enter only alphabets',
  invalid: 'Value is invalid',
  alphanumeric: 'Please enter only alphabets and numbers',
  onlyNumbers: 'Please enter only numbers',
  decimal: 'Please enter only decimal numbers',
  words: 'Please enter a collection of words',
  exactLength: (length: number) => `must be ${length} characters long`,
  /** The spec's generic list reads 'can be at least', which says the opposite: see SPEC_DIFFERENCES. */
  minLength: (field: string, length: number) => `${field} must be at least ${length} characters long`,
  maxLength: (length: number) => `Please enter up to ${length} characters long`,
  equals: (value: string) => `This field must be equal to ${value}`,
  mustBeTrue: 'This field must be true',
  mustBeFalse: 'This field must be false',
  biggerThan: (value: number) => `This field must be bigger than ${value}`,
  biggerOrEqual: (value: number) => `This field must be bigger than or equal to ${value}`,
  smallerThan: (value: number) => `This field must be smaller than ${value}`,
  smallerOrEqual: (value: number) => `This field must be smaller than or equal to ${value}`,
  startsWith: (value: string) => `This field must start with ${value}`,
  wrongType: (field: string, kind: string) => `${field} must be ${kind}`,
  oneOf: (field: string, values: readonly string[]) => `${field} must be one of ${values.join(', ')}`,
  userNamePattern: "Invalid user name: it may contain only alphanumeric characters and '_'",
  userNameAvailable: (userName: string) => `Username "${userName}" is available`,
  userNameNotAvailable: (userName: string) => `Username "${userName}" is not available`,
  roleCodePattern: "Role code may contain only letters, digits and '_', starting with a letter",
  zoneAddressTooLong: 'Zone address is too long',
  zoneAddressInvalid: 'Not a valid zone address',
  /** Not in the spec: a return address (`next`) that is not a page of this site. */
  notLocalPath: (field: string) => `${field} must be a page of this site`,
  /** Not in the spec: control characters (NUL, escape, ...) and broken Unicode, in any text field. */
  notAllowedCharacters: (field: string) => `${field} contains characters that are not allowed`,
  /** Not in the spec: a date outside the range the product stores. */
  dateBetween: (field: string, from: string, to: string) => `${field} must be a date between ${from} and ${to}`,
  /** Not in the spec: the feed's keyset paging (feed-cursor.ts). */
  feedCursorInvalid: 'Cursor is not valid: send the nextCursor of the page before, unchanged',
  feedCursorWithSkip: 'Send either a cursor or skip, not both',
  feedCursorOrder: 'A cursor continues only the newest-first feed without a search; other orders page with skip',
  /**
   * Not in the spec: the database refused a value no rule above caught (a number or date out of
   * its range). The server logs it as a warning: some schema needs a rule.
   */
  valueNotStorable: 'A value sent cannot be stored: check the data and try again',
} as const;

/** What the web app shows for wallet (MetaMask) sign-in, issue 8; some are followed by the wallet's own message. */
export const walletMessages = {
  notFound: 'Metamask not found. Please install the Metamask extension.',
  connectionFailed: 'Error connecting to Metamask. Please try again.',
  connectError: 'Error connecting to Metamask',
  signError: 'Error signing message with Metamask',
  /** "Error connecting to Metamask: <the wallet's message>". */
  withReason: (text: string, reason: string) => `${text}: ${reason}`,
  invalidAddress: 'Please enter a valid wallet address',
  invalidSignature: 'Please enter a valid wallet signature',
} as const;

/** Not in the spec (it shows no texts for them): the meeting form's rules (spec 02 §4, §5). */
export const meetingMessages = {
  startRequired: 'Start date is required when the meeting is planned for later',
  endRequired: 'End date is required when the meeting is planned for later',
  startInPast: 'Start date cannot be in the past',
  startTooLate: 'Start date must be within 30 days from now',
  endBeforeStart: 'End date must be after the start date',
  endTooLate: 'End date must be within 90 days from now',
  notOnStep: (field: string) => `${field} must be on the hour or half past`,
  instantPlanned: 'Meet now starts now: turn plan for later off',
  publicChannel: 'A channel meeting cannot be public',
  liveStreamAndRecord: 'A meeting can be live streamed or recorded, not both',
  linkExpiry: 'Meeting link expiry must be one of 1, 3, 6, 12, 24, 48 hours',
  unknownTimeZone: 'Time zone is not a known time zone',
  repeatedToolbarButton: 'Toolbar buttons must not repeat',
  inviteYourself: 'You cannot invite yourself to your meeting',
  inviteUnknown: (count: number) =>
    count === 1 ? 'One invited member does not exist' : `${count} invited members do not exist`,
} as const;
