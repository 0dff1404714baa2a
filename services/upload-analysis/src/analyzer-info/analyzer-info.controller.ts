import { Controller, Get, Inject } from '@nestjs/common';
import { ANALYZER, type GarmentAnalyzer } from '../analyzer/analyzer.port';

export interface AnalyzerInfo {
  analyzer: string; // 'local:garment-classifier' | 'openai:<model>' (the name packs record in aiAnalysis.analyzer)
  kind: 'local' | 'llm';
  label: string; // how the site's footer names it
}

/** How the footer names the analyzer in use (it named an LLM provider while packs said the local classifier). */
export function analyzerInfo(name: string): AnalyzerInfo {
  const llm = name.startsWith('openai:');
  return {
    analyzer: name,
    kind: llm ? 'llm' : 'local',
    label: llm
      ? `Garment analysis by a large language model (${name.slice('openai:'.length)})`
      : `Garment analysis by our own classifier (${name}), run on our servers`,
  };
}

@Controller('api/upload')
export class AnalyzerInfoController {
  constructor(@Inject(ANALYZER) private readonly analyzer: GarmentAnalyzer) {}

  // GET /api/upload/analyzer -> 200 { analyzer, kind, label }: public, names no key or endpoint
  @Get('analyzer')
  info(): AnalyzerInfo {
    return analyzerInfo(this.analyzer.name);
  }
}
