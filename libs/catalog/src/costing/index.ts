// Should-cost: standard minute values per operation (smv.ts), production regions and their rate per minute
// (regions.ts), the priced library of fabrics, trims, labels and packaging (prices.ts), and the model (model.ts).
export * from './smv';
export * from './regions';
export * from './prices';
export * from './model';
