/** Recurring payments by GIRO and credit card (issue 7). */
export interface RecurringServices {}
