import { Alert, Box, Button, LinearProgress, Pagination, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { FabricCard } from './FabricCard';
import { FabricFilters, NO_FILTERS, filterQuery, type FabricFilterValues } from './FabricFilters';
import { useGetMaterialsQuery, type LibraryFabric } from './materials.api';

export const FABRICS_PER_PAGE = 24;

// The fabric library a designer browses: the server searches, filters and pages (GET /api/materials?...); each card is
// drawn with its construction's texture and names weight, width, composition, price per metre and supplier.
export function FabricLibrary({
  selectedName,
  onSelect,
}: {
  selectedName: string;
  onSelect: (fabric: LibraryFabric) => void;
}) {
  const [filters, setFilters] = useState<FabricFilterValues>(NO_FILTERS);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  // the words are asked for once typing pauses
  useEffect(() => {
    const t = setTimeout(() => setQ(filters.text), 250);
    return () => clearTimeout(t);
  }, [filters.text]);
  useEffect(
    () => setPage(1),
    [q, filters.family, filters.construction, filters.weight, filters.fibre, filters.price],
  );
  const args = filterQuery(filters, q, (page - 1) * FABRICS_PER_PAGE, FABRICS_PER_PAGE);
  const { data, isFetching, isError, refetch } = useGetMaterialsQuery(args);
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / FABRICS_PER_PAGE));
  const first = total ? args.offset + 1 : 0;
  const last = Math.min(total, args.offset + (data?.fabrics.length ?? 0));

  return (
    <Box>
      <FabricFilters value={filters} onChange={setFilters} />
      <Box sx={{ minHeight: 4, mb: 1 }}>{isFetching && <LinearProgress aria-label="Loading fabrics" />}</Box>
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          The fabric library could not be loaded.
        </Alert>
      ) : data && total === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 3, textAlign: 'center' }} role="status">
          No fabrics match{filters.text.trim() ? ` “${filters.text.trim()}”` : ''} with these filters.
        </Typography>
      ) : data ? (
        <>
          <Typography
            variant="body2"
            color="text.secondary"
            role="status"
            sx={{ mb: 1 }}
            data-testid="fabric-count"
          >
            {first}–{last} of {total} fabrics
          </Typography>
          <Box
            role="list"
            aria-label="Fabrics"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 1.5 }}
          >
            {data.fabrics.map((fabric) => (
              <Box role="listitem" key={fabric.id} sx={{ display: 'grid' }}>
                <FabricCard
                  fabric={fabric}
                  selected={selectedName === fabric.name}
                  onSelect={() => onSelect(fabric)}
                />
              </Box>
            ))}
          </Box>
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
              count={pages}
              page={page}
              onChange={(_e, p) => setPage(p)}
              getItemAriaLabel={(type, p) =>
                type === 'page'
                  ? `Fabrics page ${p}`
                  : type === 'next'
                    ? 'Next fabrics page'
                    : type === 'previous'
                      ? 'Previous fabrics page'
                      : `${type} page`
              }
              aria-label="Fabric pages"
            />
          )}
        </>
      ) : null}
    </Box>
  );
}
