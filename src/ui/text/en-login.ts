/** Texts of the login area (see en.ts). */
export const loginText = {} as const;
