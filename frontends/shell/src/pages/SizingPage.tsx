export default function SizingPage() {
  return <div>SizingPage</div>;
}
