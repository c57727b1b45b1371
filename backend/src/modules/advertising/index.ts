/**
 * advertising — the advertisers' portal and the ads anglers see: advertiser accounts with a server
 * session of their own, approval, campaigns and their ads, serving and honest counting. Nobody calls
 * advertising: its door is empty.
 */
export {};
