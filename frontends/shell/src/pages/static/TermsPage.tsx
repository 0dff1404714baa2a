import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ADD_ON_PRICES, FABRIC_PRICES } from '@techpack/catalog';
import { Section, StaticPage } from './StaticPage';

const usd = (n: number) => `$${n.toFixed(2)}`;
const prices = Object.values(FABRIC_PRICES).map((f) => f.price);
export const PRICE_RANGE = `$${Math.min(...prices)}-$${Math.max(...prices)}`;

export default function TermsPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Terms of Service"
      intro="The rules for using Tech Pack Studio and ordering samples."
    >
      <Section title="Free services">
        <ul>
          <li>AI garment analysis</li>
          <li>PDF tech pack generation</li>
          <li>Fabric library access</li>
          <li>Design customization tools</li>
        </ul>
      </Section>
      <Section title="Paid services">
        <ul>
          <li>Physical samples, from $150</li>
          <li>Custom fabric choices</li>
          <li>Express shipping</li>
          <li>Custom labels and hang tags</li>
        </ul>
      </Section>
      <Section title="Sample pricing">
        <Typography component="p">Sample prices range from {PRICE_RANGE} depending on the fabric.</Typography>
        <Table size="small" aria-label="Sample prices" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Option</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                Price
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {Object.entries(FABRIC_PRICES).map(([id, f]) => (
              <TableRow key={id}>
                <TableCell>{f.label}</TableCell>
                <TableCell align="right">{usd(f.price)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell>Custom label</TableCell>
              <TableCell align="right">+{usd(ADD_ON_PRICES.customLabel)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell>Custom hang tag</TableCell>
              <TableCell align="right">+{usd(ADD_ON_PRICES.customHangTag)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell>Rush processing / express shipping</TableCell>
              <TableCell align="right">+{usd(ADD_ON_PRICES.rushProcessing)}</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Section>
      <Section title="Production and shipping">
        <Typography component="p">
          Production starts within 24-48 hours of payment and takes 14-21 business days. Standard shipping
          (5-7 days) is included.
        </Typography>
      </Section>
      <Section title="Refunds">
        <Typography component="p">
          Full refunds are available within 24 hours of ordering if production has not begun. See the Refund
          Policy for details.
        </Typography>
      </Section>
      <Section title="Service availability and support">
        <Typography component="p">We aim for 99% uptime. Support answers within 24 hours.</Typography>
      </Section>
    </StaticPage>
  );
}
