import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  linkProps,
  navigate,
  StyleThumb,
  styleNameOf,
  useListUserTechPacksQuery,
  type TechPackSummary as TechPack,
} from '@techpack/web-shared';

export const RECENT_COUNT = 6;

/** The signed-in designer's latest designs, newest first, each opening in the studio. */
export function RecentDesigns() {
  const { data } = useListUserTechPacksQuery();
  const recent = [...(data ?? [])]
    .sort((a, b) => String(b.updatedAt ?? b.createdAt).localeCompare(String(a.updatedAt ?? a.createdAt)))
    .slice(0, RECENT_COUNT);
  if (recent.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="recent-designs"
      sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, pb: { xs: 4, md: 6 } }}
    >
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mb: 2 }}>
        <Typography id="recent-designs" variant="h3" component="h2" sx={{ fontSize: { xs: 24, sm: 30 } }}>
          Recent designs
        </Typography>
        <Link {...linkProps('/designs')} sx={{ fontWeight: 600 }}>
          All designs
        </Link>
      </Stack>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {recent.map((tp: TechPack) => (
          <li key={tp.id}>
            <ButtonBase
              component="a"
              href={`/styles/${encodeURIComponent(tp.id)}`}
              onClick={(e: React.MouseEvent) => {
                e.preventDefault();
                navigate(`/styles/${encodeURIComponent(tp.id)}`);
              }}
              sx={{
                width: '100%',
                justifyContent: 'flex-start',
                gap: 1.5,
                p: 1.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: 3,
                bgcolor: '#fff',
                textAlign: 'left',
              }}
            >
              <StyleThumb pack={tp} size={48} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{styleNameOf(tp)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {tp.styleNumber} · {tp.garmentType}
                </Typography>
              </Box>
            </ButtonBase>
          </li>
        ))}
      </Box>
    </Box>
  );
}
