const french = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 3 });

/** A number written the French way: decimal comma, narrow no-break space between thousands. */
export const formatFrenchNumber = (value: number) => french.format(value);
