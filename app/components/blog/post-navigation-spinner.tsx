import { LoaderCircle } from "lucide-react";
import { useNavigation } from "react-router";

/** While a post page is being fetched after a card click, a spinner shows over the page (SPEC 2.10). */
export function PostNavigationSpinner() {
  const navigation = useNavigation();
  const toPost = navigation.state === "loading" && /^\/blog\/[^/]+$/.test(navigation.location.pathname);
  if (!toPost) return null;
  return (
    <div role="status" className="fixed inset-x-0 top-24 z-30 flex justify-center">
      <span className="flex items-center gap-2 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold text-primary shadow-card">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
        Loading post...
      </span>
    </div>
  );
}
