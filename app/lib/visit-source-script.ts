import { visitSourceFields, visitSourceKey } from "../../contract/shared/visit-source.ts";

/**
 * The head's tiny inline script on every page (issue 30): on the first page of a visit it keeps,
 * in session storage (not a cookie), the landing path, the referring site (only another site's) and
 * the utm_source, utm_medium and utm_campaign; on every page it fills the forms' hidden
 * `input[data-visit-source]` fields from it, so they are sent even by a form posted before the
 * page's own script arrived. Private modes that refuse storage simply send empty fields.
 */
export const visitSourceScript = [
  `try{const s=sessionStorage,k=${JSON.stringify(visitSourceKey)};let v=s.getItem(k);`,
  "if(!v){const u=new URL(location.href),p=u.searchParams,r=document.referrer;let f='';",
  "try{f=r&&new URL(r).origin!==u.origin?r:''}catch(e){}",
  "const q=(n)=>(p.get(n)||'').slice(0,100);",
  "v=JSON.stringify({landing_path:u.pathname.slice(0,300),referrer:f.slice(0,500),",
  "utm_source:q('utm_source'),utm_medium:q('utm_medium'),utm_campaign:q('utm_campaign')});s.setItem(k,v)}",
  "const o=JSON.parse(v),fill=()=>{for(const i of document.querySelectorAll('input[data-visit-source]'))i.value=o[i.name]||''};",
  "document.readyState==='loading'?addEventListener('DOMContentLoaded',fill):fill()}catch(e){}",
].join("");

/** The stored source of this visit for a form sent as JSON; empty fields when there is none. */
export function visitSource(): Record<(typeof visitSourceFields)[number], string> {
  const empty = Object.fromEntries(visitSourceFields.map((name) => [name, ""])) as Record<
    (typeof visitSourceFields)[number],
    string
  >;
  try {
    const stored = JSON.parse(sessionStorage.getItem(visitSourceKey) ?? "{}") as Record<string, unknown>;
    for (const name of visitSourceFields) if (typeof stored[name] === "string") empty[name] = stored[name];
  } catch {
    // No storage (a private mode that refuses it): the form goes without its source.
  }
  return empty;
}
