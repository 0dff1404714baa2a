import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Section, StaticPage } from './StaticPage';

const STEPS = [
  {
    title: 'Upload & Analyze',
    text: 'Upload a garment photo, sketch or reference. Our vision model (85%+ accuracy) detects the garment, its components, measurements, materials and construction.',
  },
  {
    title: 'Customize & Refine',
    text: 'Adjust measurements, pick fabrics from the library, set colours, add your logo, labels, trims and packaging in the studio.',
  },
  {
    title: 'Download & Produce',
    text: 'Download the multi-page PDF tech pack, share it with our manufacturing partner in chat and order a physical sample.',
  },
];

export default function AboutPage() {
  return (
    <StaticPage
      eyebrow="About"
      title="About Tech Pack Studio"
      intro="AI-assisted tech packs and sampling for independent apparel designers."
    >
      <Section title="Our mission">
        <Typography component="p">
          Make professional garment specifications accessible to every designer, so great ideas reach
          production without an expensive technical designer or weeks of back-and-forth.
        </Typography>
      </Section>
      <Section title="Our vision">
        <Typography component="p">
          A world where going from a sketch to a sample is as simple as sharing a photo, with clear,
          factory-ready documentation at every step.
        </Typography>
      </Section>
      <Section title="How it works">
        <Grid container spacing={2} sx={{ mt: 0.5 }}>
          {STEPS.map((s, i) => (
            <Grid key={s.title} size={{ xs: 12, md: 4 }}>
              <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, height: '100%', bgcolor: '#FAFAFB' }}>
                <Box
                  sx={{
                    width: 28,
                    height: 28,
                    borderRadius: '50%',
                    bgcolor: 'primary.main',
                    color: '#fff',
                    display: 'grid',
                    placeItems: 'center',
                    fontWeight: 800,
                    fontSize: 14,
                  }}
                >
                  {i + 1}
                </Box>
                <Typography sx={{ fontWeight: 700, mt: 1.5 }}>{s.title}</Typography>
                <Typography variant="body2" component="p">
                  {s.text}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Section>
      <Section title="Features">
        <ul>
          <li>AI garment detection: type, silhouette and style category</li>
          <li>Component analysis, measurement estimation and material suggestions</li>
          <li>Design Customization Studio: measurements, materials, colours, branding and trims</li>
          <li>Luxury fabric library of 39+ materials and a 20-colour Pantone palette</li>
          <li>Multi-page PDF tech packs and the Sizing Fixer for graded size charts</li>
          <li>Chat with our manufacturing partner, including a messaging app</li>
        </ul>
      </Section>
      <Section title="Technology">
        <ul>
          <li>Vision language models for garment analysis</li>
          <li>PDF generation for factory-ready tech packs</li>
          <li>Secure card payments through our payment provider</li>
          <li>Encrypted storage for your designs</li>
        </ul>
      </Section>
      <Section title="Pricing">
        <Typography component="p">
          Tech packs are free and unlimited. Physical samples start at $150.
        </Typography>
      </Section>
    </StaticPage>
  );
}
