/** Texts of the recurring area (see en.ts). */
export const recurringText = {} as const;
