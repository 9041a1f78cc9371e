/** The reference data lists' default order (B §9): the last modified first. */
export const lastModifiedFirst = { column: 'ModifiedDate', dir: 'desc' } as const;
