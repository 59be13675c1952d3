// Times one API call a second against the server, in its own process: the load generator's busy event loop must
// not delay the answers it measures. Started with (url, token, body) and stopped with a 'stop' message; it sends
// the latencies (ms) back.
const [url, token, body] = process.argv.slice(2);
const times = [];
let running = true;
process.on('message', (m) => {
  if (m === 'stop') running = false;
});
while (running) {
  const t0 = performance.now();
  try {
    const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body });
    await r.arrayBuffer();
    times.push(r.ok ? performance.now() - t0 : Infinity);
  } catch {
    times.push(Infinity);
  }
  await new Promise((r) => setTimeout(r, 1000));
}
process.send(times, () => process.exit(0));
