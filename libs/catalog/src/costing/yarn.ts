// Yarn price by the kilo (USD, dyed, 2/28 Nm or the count's equivalent): typical spinner list prices for a few hundred
// kilos, mid-2020s; confirm with the spinner. Matched on the fabric's composition, first match wins.
export const YARN_PRICE_PER_KG: readonly { match: RegExp; min: number; max: number }[] = [
  { match: /cashmere/i, min: 120, max: 180 },
  { match: /mohair/i, min: 35, max: 55 },
  { match: /merino/i, min: 30, max: 45 },
  { match: /lambswool/i, min: 18, max: 26 },
  { match: /wool/i, min: 10, max: 18 },
  { match: /cotton/i, min: 7, max: 11 },
  { match: /.*/, min: 5, max: 9 },
];
export const yarnPriceRange = (composition: string) =>
  YARN_PRICE_PER_KG.find((p) => p.match.test(composition))!;
