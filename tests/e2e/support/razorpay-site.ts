import { startRazorpayStandIn, type RazorpayStandIn } from "../../setup/razorpay-stand-in.ts";
import { startOwnSite, type OwnSite } from "./own-site.ts";

/** A second whole site run with PAYMENT_PROVIDER=razorpay against the stand-in. */
export interface RazorpaySite extends OwnSite {
  standIn: RazorpayStandIn;
}

/**
 * Starts the built site with the Razorpay adapter pointed at a stand-in on loopback, which posts
 * its signed webhooks back to the site.
 */
export async function startRazorpaySite(): Promise<RazorpaySite> {
  const standIn = await startRazorpayStandIn();
  const site = await startOwnSite("razorpay", () => ({ DOWNLOAD_LIMIT: "3", ...standIn.env() }));
  standIn.webhookUrl = `${site.baseUrl}/api/payments/razorpay/webhook`;
  return {
    ...site,
    standIn,
    async stop() {
      await site.stop();
      await standIn.close();
    },
  };
}
