import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { labelOf } from '@techpack/catalog';
import { useGetMaterialsQuery } from './materials.api';

// The trims a factory orders (zips by gauge, buttons by ligne, elastics by width ...), from GET /api/materials.
export function TrimsLibrary() {
  const { data, isError } = useGetMaterialsQuery({ offset: 0, limit: 1 });
  if (isError)
    return (
      <Typography color="error" variant="body2">
        The trims library could not be loaded.
      </Typography>
    );
  if (!data) return null;
  return (
    <Box
      role="region"
      aria-label="Trims library"
      tabIndex={0}
      sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      <Table size="small" aria-label="Trims library table">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Kind
            </TableCell>
            <TableCell component="th" scope="col">
              Trim
            </TableCell>
            <TableCell component="th" scope="col">
              What the factory orders
            </TableCell>
            <TableCell component="th" scope="col">
              Unit
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.trims.map((t) => (
            <TableRow key={t.id}>
              <TableCell>{labelOf(t.kind)}</TableCell>
              <TableCell>{t.name}</TableCell>
              <TableCell>{t.spec}</TableCell>
              <TableCell>{t.unit === 'm2' ? 'm²' : t.unit}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
