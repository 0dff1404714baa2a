export default function RefundsPage() {
  return <div>RefundsPage</div>;
}
