/** Spec 02 §9: the call card and the call dialog's widths. */
export const CALL_CARD_WIDTH = 400;
export const CALL_DIALOG_WIDTH = 916;
/** Above the page and its drawers, below toasts. */
export const CALL_CARD_Z = 250;
