/** An average month, for lifetimes given in months (a choice, a cookie). */
export const MONTH_MS = 30.4375 * 24 * 60 * 60 * 1000;
