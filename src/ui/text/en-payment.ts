/** Texts of the payment area (see en.ts). */
export const paymentText = {} as const;
