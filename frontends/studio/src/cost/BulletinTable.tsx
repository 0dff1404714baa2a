import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { OperationBulletinDto } from '@techpack/contracts';
import { SectionTitle } from '../studio/fields';

const min = (n: number) => n.toFixed(2);

/**
 * The operation bulletin the making is costed from: each sewing operation with its elements (machine and minutes),
 * then handling, allowances, cutting (or knitting), trimming, pressing, inspection and packing, the total and the
 * published range it is read against.
 */
export function BulletinTable({ bulletin }: { bulletin: OperationBulletinDto }) {
  const b = bulletin;
  const other: [string, number][] = [
    ...(b.knitting ? [[b.knitting.item, b.knitting.minutes] as [string, number]] : []),
    ...(b.cutting.minutes > 0 ? [[b.cutting.item, b.cutting.minutes] as [string, number]] : []),
    [`Bundle handling (${b.sewing.length} operations x ${b.handling.perOperation} min)`, b.handling.minutes],
    [`Allowances (${b.allowance.percent} % of sewing and handling)`, b.allowance.minutes],
    ...b.finishing.map((f) => [f.item, f.minutes] as [string, number]),
  ];
  return (
    <>
      <SectionTitle>Operation bulletin</SectionTitle>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="bulletin-total">
        {min(b.totalMinutes)} standard minutes per garment
        {b.range ? ` (published range ${b.range.min}-${b.range.max} min: ${b.range.source})` : ''}
      </Typography>
      <Box
        role="region"
        sx={{ overflowX: 'auto', mb: 2 }}
        tabIndex={0}
        aria-label="Operation bulletin, scrolls sideways"
      >
        <Table size="small" aria-label="Operation bulletin">
          <TableHead>
            <TableRow>
              {['Operation', 'Element', 'Machine', 'min'].map((h) => (
                <TableCell key={h} align={h === 'min' ? 'right' : 'left'}>
                  {h}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {b.sewing.flatMap((o, i) => [
              <TableRow key={`op${i}`}>
                <TableCell sx={{ fontWeight: 700 }} colSpan={3}>
                  {`OP${i + 1} ${o.operation}`}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }}>
                  {min(o.smv)}
                </TableCell>
              </TableRow>,
              ...o.elements.map((e, j) => (
                <TableRow key={`op${i}-${j}`}>
                  <TableCell />
                  <TableCell>{e.name}</TableCell>
                  <TableCell>{e.machine}</TableCell>
                  <TableCell align="right">{min(e.smv)}</TableCell>
                </TableRow>
              )),
            ])}
            {other.map(([item, minutes]) => (
              <TableRow key={item}>
                <TableCell colSpan={3}>{item}</TableCell>
                <TableCell align="right">{min(minutes)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
                Total
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {min(b.totalMinutes)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
