import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow, type SxProps, type Theme } from '@mui/material';
import { ScrollTable } from './ScrollTable';
import { Empty } from './DashboardParts';

// One column of an admin table: its header, what each row shows under it, and whether it is shown at all.
export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  // the body cells' style (the header keeps the table's)
  sx?: SxProps<Theme>;
  hidden?: boolean;
}

// An admin list as a table that scrolls inside its card: a header row, one row per item, and a line saying so when
// there is none.
export function DataTable<T extends { id: string }>({
  label,
  ariaLabel,
  rows,
  columns,
  emptyText,
  rowTestId,
}: {
  label: string;
  ariaLabel: string;
  rows: T[];
  columns: Column<T>[];
  emptyText: string;
  rowTestId: string;
}) {
  const shown = columns.filter((c) => !c.hidden);
  return (
    <ScrollTable label={label}>
      <Table size="small" aria-label={ariaLabel}>
        <TableHead>
          <TableRow>
            {shown.map((c) => (
              <TableCell key={c.header} align={c.align}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && <Empty cols={shown.length} text={emptyText} />}
          {rows.map((row) => (
            <TableRow key={row.id} data-testid={rowTestId}>
              {shown.map((c) => (
                <TableCell key={c.header} align={c.align} sx={c.sx}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollTable>
  );
}
