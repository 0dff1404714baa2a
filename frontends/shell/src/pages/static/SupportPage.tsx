export default function SupportPage() {
  return <div>SupportPage</div>;
}
