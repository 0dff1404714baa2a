import { Tab, Tabs } from '@mui/material';
import {
  StraightenIcon,
  TextureIcon,
  PaletteOutlinedIcon,
  SellOutlinedIcon,
  EditOutlinedIcon,
  SwapHorizIcon,
} from '../lib/icons';
import { PatternIcon } from '../pattern/PatternIcon';
import { CostIcon } from '../cost/CostIcon';

export const STUDIO_TABS = [
  'Measurements',
  'Materials',
  'Colors',
  'Details',
  'BOM',
  'Colourways',
  'Cost',
  'Pattern',
] as const;
const TAB_ICONS = [
  <StraightenIcon key="m" />,
  <TextureIcon key="t" />,
  <PaletteOutlinedIcon key="c" />,
  <SellOutlinedIcon key="d" />,
  <EditOutlinedIcon key="b" />,
  <SwapHorizIcon key="w" />,
  <CostIcon key="$" />,
  <PatternIcon key="p" />,
];

/** The studio's own tab bar (shown when no page drives the section); tab i controls panel `studio-panel-i`. */
export function StudioTabBar({ tab, onChange }: { tab: number; onChange: (tab: number) => void }) {
  return (
    <Tabs
      value={tab}
      onChange={(_e, v: number) => onChange(v)}
      variant="scrollable"
      scrollButtons={false}
      aria-label="Studio sections"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        px: { xs: 0, sm: 1.5 },
        '& .MuiTab-root': {
          minHeight: 52,
          minWidth: 0,
          flex: '1 0 auto',
          px: { xs: 1, sm: 2 },
          fontSize: { xs: 13, sm: 14 },
        },
      }}
    >
      {STUDIO_TABS.map((label, i) => (
        <Tab
          key={label}
          label={label}
          icon={TAB_ICONS[i]}
          iconPosition="start"
          id={`studio-tab-${i}`}
          aria-controls={`studio-panel-${i}`}
          sx={{ '& .MuiTab-icon': { display: { xs: 'none', sm: 'inline-flex' } } }}
        />
      ))}
    </Tabs>
  );
}
