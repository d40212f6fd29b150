// The WHATWG URL parser, which every runtime core runs in has as a global (Node, browsers). Core is
// compiled without DOM or Node types, so the little of it that core uses is declared here.

declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly href: string;
}
