// The parts of a top or dress, one module each: hood (./top-hood.ts), collar (./top-collar.ts), front closure
// (./top-closure.ts), pockets (./top-pockets.ts), the skirt of a dress (./dress-skirt.ts).
export { drawHoodFront, drawHoodBack, hoodOuter } from './top-hood';
export { drawCollar } from './top-collar';
export { drawClosure } from './top-closure';
export { drawTopPockets } from './top-pockets';
export { drawDressSkirt } from './dress-skirt';
