import { RouterContextProvider } from "react-router";
import { servicesContext } from "../../app/lib/services-context.ts";
import { FiguresInForce } from "../../server/modules/legal-figures/figures-in-force.ts";
import { createAppServices } from "../../server/pages/create-app-services.ts";
import type { TestApp } from "./test-app.ts";

/**
 * The load context a page's loader gets from the server, on a test app's database, with the figures
 * cache listening to its content bus and "today" read from `clock` (tests move it).
 */
export function loaderContext(t: TestApp, clock: () => Date): RouterContextProvider {
  const services = createAppServices(
    t.db,
    t.env,
    () => undefined,
    t.app.log,
    new FiguresInForce(t.db, t.app.content),
    undefined,
    clock,
  );
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  return context;
}
