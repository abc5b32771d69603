import { connect, createServer, type Server, type Socket } from "node:net";

/**
 * The phone's signal between a journey's browser and the app: a TCP link on a port of its own that
 * can be cut. Cut, every open connection drops and every new one is refused, whoever makes it: the
 * page, or the service worker, whose requests the browser's own offline switch and a context's
 * routes do not always see.
 */
export type Signal = { url: string; cut: (lost: boolean) => void; close: () => Promise<void> };

export async function startSignal(appPort: number): Promise<Signal> {
  let lost = false;
  const open = new Set<Socket>();
  const keep = (socket: Socket) => {
    open.add(socket);
    socket.on("close", () => open.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server: Server = createServer((phone) => {
    keep(phone);
    if (lost) return phone.destroy();
    const app = connect(appPort, "127.0.0.1");
    keep(app);
    phone.pipe(app).pipe(phone);
    phone.on("close", () => app.destroy());
    app.on("close", () => phone.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    cut(nowLost) {
      lost = nowLost;
      if (lost) for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
