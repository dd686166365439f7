// Prices are whole euros, written by Intl.NumberFormat ("€29", "€1,970").
const whole = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 });

/** A price in euros for display: no decimals for whole euros (`€1,970`), two otherwise (`€29.50`). */
export function formatPrice(euros: number): string {
  if (!Number.isFinite(euros)) throw new Error(`Cannot format the price ${euros}: expected a number of euros.`);
  return (Number.isInteger(euros) ? whole : cents).format(euros);
}
