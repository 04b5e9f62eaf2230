// A rank module with neither a default export nor a call of init(): only helpers.
export const size = 3;
export function helper() {}
