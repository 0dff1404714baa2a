// Local re-exports (tests and the standalone page use them; the federation exposes point at the files).
export { default as AnalysisCard } from './analysis/AnalysisCard';
export { default as TechPackWorkspace } from './workspace/TechPackWorkspace';
export { default as TechPackPage } from './page/TechPackPage';
export { default as TechPackViewer } from './viewer/TechPackViewer';
