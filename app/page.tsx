export default function HomePage() {
  return (
    <main>
      <h1>Careers at Acme Robotics</h1>
      <p>We build robots that help people. Our open positions will be listed here.</p>
    </main>
  );
}
