// Russian collation for sorting names, built when first used rather than when its module loads: the first
// Intl.Collator of a page load reads the language's collation data (~12 ms on a fast machine, four times that on
// a slow phone), and a page's first screen sorts nothing on the client (issue 21).
export const russianCollation = (options: Intl.CollatorOptions): Pick<Intl.Collator, 'compare'> => {
  let collator: Intl.Collator | undefined;
  return { compare: (left, right) => (collator ??= new Intl.Collator('ru-RU', options)).compare(left, right) };
};
