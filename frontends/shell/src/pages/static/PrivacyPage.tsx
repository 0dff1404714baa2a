import Typography from '@mui/material/Typography';
import { SUPPORT_EMAIL } from '../../lib/constants';
import { Section, StaticPage } from './StaticPage';

export default function PrivacyPage() {
  return (
    <StaticPage
      eyebrow="Legal"
      title="Privacy Policy"
      intro="What we collect, why, and the choices you have."
    >
      <Section title="Information we collect">
        <ul>
          <li>Garment images you upload, to analyse them and build your tech packs</li>
          <li>Your e-mail address, to deliver tech packs and handle orders</li>
          <li>Your name and shipping address, only when you order a sample</li>
        </ul>
      </Section>
      <Section title="Payments">
        <Typography component="p">
          Payments are processed by our card payment provider. We never store full card numbers.
        </Typography>
      </Section>
      <Section title="Security">
        <Typography component="p">Data is encrypted in transit and at rest.</Typography>
      </Section>
      <Section title="Sharing">
        <Typography component="p">
          We share your design and order details with our manufacturing partner only when you place a sample
          order. We do not sell your data.
        </Typography>
      </Section>
      <Section title="Your rights">
        <Typography component="p">
          You can ask to access or delete your data at any time by writing to {SUPPORT_EMAIL}. We answer
          access and deletion requests within 30 days.
        </Typography>
      </Section>
      <Section title="Marketing">
        <Typography component="p">
          You can opt out of marketing e-mails at any time using the unsubscribe link or by contacting
          support.
        </Typography>
      </Section>
    </StaticPage>
  );
}
