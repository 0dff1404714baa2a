export default function DesignsPage() {
  return <div>DesignsPage</div>;
}
