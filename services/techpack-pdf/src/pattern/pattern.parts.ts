import { GetPatternController } from '../get-pattern/get-pattern.controller';
import { PatternExports } from './pattern-exports';
import { PatternService } from './pattern.service';

// The pattern drafted from the pack (FreeSewing designs, graded, checked against the spec) and its exports: the
// controllers and providers the service module registers.
export const PATTERN_CONTROLLERS = [GetPatternController];
export const PATTERN_PROVIDERS = [PatternService, PatternExports];
