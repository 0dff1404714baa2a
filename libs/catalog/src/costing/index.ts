// Should-cost: the operation bulletin (bulletin.ts, its cited element table bulletin-data.ts) and the standard minutes
// per operation it gives (smv.ts), production regions and their rate per minute (regions.ts), the priced library of
// fabrics, trims, labels and packaging (prices.ts), yarn by the kilo for fully fashioned knitwear (yarn.ts), and the
// model (model.ts).
export * from './bulletin';
export * from './smv';
export * from './regions';
export * from './prices';
export * from './yarn';
export * from './model';
